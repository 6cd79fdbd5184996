import axe from 'axe-core';

/**
 * axe-core's violations on the rendered page, as `rule: selector` lines. Colour contrast needs layout, which jsdom
 * has not (the browser tests check it); every other rule runs.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
