import { resolve } from 'node:path';
import { copySiteTexts, SITE_TEXTS_DIR } from '../content/datasheet/datasheet-texts.js';

/**
 * The last step of `pnpm build`: copies the site texts the data sheet reads (three namespaces, every language) from
 * @aurinko/division-pages and @aurinko/shared-ui into dist/site-texts, where the deployed API, which has neither
 * package, reads them (src/content/datasheet/datasheet-texts.ts). `node dist/cli/copy-site-texts.js [folder]`.
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const target = resolve(process.argv[2] ?? SITE_TEXTS_DIR);
  const files = copySiteTexts(target);
  console.log(`copied ${files.length} site text files into ${target}`);
}
