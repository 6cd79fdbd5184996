// Types of seo.mjs for its tests.
export interface MatchableRoute {
  path: string;
  index: boolean;
  breadcrumb: unknown[];
}
export function matchRoute<R extends MatchableRoute>(
  routes: R[],
  segments: string[],
): { route: R; params: Record<string, string> } | undefined;
export function jsonForScript(value: unknown): string;
export function escapeHtml(text: string): string;
/** The header that carries the render secret the shell's and the remotes' servers share (RENDER_SECRET). */
export const RENDER_SECRET_HEADER: string;
