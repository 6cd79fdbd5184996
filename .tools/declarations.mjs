// @ts-check
/**
 * The declarations (`*.d.mts`) of a package written in plain JavaScript with JSDoc — the contract
 * (shared-ui/contract) and the build tools (shared-ui/build) — generated from its modules (`*.mjs`) by tsc: the API's
 * build (tsc without allowJs) and every front end read the `.d.mts`, so they are emitted, never written by hand.
 * `node .tools/declarations.mjs <folder>` (each package's `types` script) writes them; `--check` (the package's
 * typecheck) and each package's declarations.test.ts fail when a committed one differs from what tsc emits now, or
 * when tsc finds a type error in a module.
 *
 * The modules are compiled as if no `.d.mts` existed (the host hides them), so each declaration comes from the JSDoc
 * alone, imports between modules included; a folder's ambient `*.d.ts` (types for an untyped dependency) are read.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The modules of a folder: its `*.mjs`. @param {string} dir */
export function modulesOf(dir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mjs'))
    .sort();
}

/**
 * Compiles the modules of `dir` with checkJs and emits their declarations.
 * @param {string} dir
 * @param {readonly string[]} [modules] file names in `dir` (default: every `*.mjs`)
 * @returns {{ declarations: Map<string, string>, errors: string[] }} `declarations`: file name (`x.d.mts`) → text
 */
export function emitDeclarations(dir, modules = modulesOf(dir)) {
  /** @type {ts.CompilerOptions} */
  const options = {
    target: ts.ScriptTarget.ES2023,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noUncheckedIndexedAccess: true,
    allowJs: true,
    checkJs: true,
    declaration: true,
    emitDeclarationOnly: true,
    skipLibCheck: true,
    types: ['node'],
    outDir: path.join(dir, '.declarations'),
    rootDir: dir,
    newLine: ts.NewLineKind.LineFeed,
  };
  const host = ts.createCompilerHost(options);
  // Type libraries (`types`) and dependencies resolve from the package's folder, wherever the command runs.
  host.getCurrentDirectory = () => dir;
  const hidden = (/** @type {string} */ file) =>
    path.dirname(path.resolve(file)) === path.resolve(dir) && file.endsWith('.d.mts');
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => !hidden(file) && fileExists(file);
  /** @type {Map<string, string>} */
  const declarations = new Map();
  const ambient = readdirSync(dir).filter((name) => name.endsWith('.d.ts'));
  const program = ts.createProgram(
    [...modules, ...ambient].map((name) => path.join(dir, name)),
    options,
    host,
  );
  const result = program.emit(undefined, (file, text) => {
    declarations.set(path.basename(file), text);
  });
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
  const errors = diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${path.relative(dir, diagnostic.file.fileName)}(${line + 1},${character + 1}): ${message}`;
  });
  return { declarations, errors };
}

/**
 * Writes the declarations of `dir` beside its modules (`check`: writes nothing, fails when one would change); exits 1
 * on a type error.
 * @param {string} dir @param {{ check?: boolean }} [options]
 */
export function writeDeclarations(dir, { check = false } = {}) {
  const { declarations, errors } = emitDeclarations(dir);
  if (errors.length > 0) {
    console.error(errors.join('\n'));
    process.exitCode = 1;
    return;
  }
  const { name: pkg } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  for (const [name, text] of declarations) {
    const file = path.join(dir, name);
    let old = '';
    try {
      old = readFileSync(file, 'utf8');
    } catch {}
    if (old !== text && check) {
      console.error(
        `${name} is not what tsc emits from the JSDoc: run pnpm --filter ${pkg} types`,
      );
      process.exitCode = 1;
    } else if (old !== text) {
      writeFileSync(file, text);
      console.log(`wrote ${name}`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const folder = args.find((arg) => !arg.startsWith('--'));
  if (!folder) {
    console.error('usage: node .tools/declarations.mjs <package folder> [--check]');
    process.exit(2);
  }
  writeDeclarations(path.resolve(folder), { check: args.includes('--check') });
}
