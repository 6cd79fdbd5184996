/**
 * The news page's first API read, as its events section makes it (events-api.ts): the server reads it when it renders
 * /news and puts the answer in the page (the route's `api` in site-routes.ts), so the events are in the HTML instead of
 * arriving after a loader and pushing the page down. No imports: the build reads this file to write the route list.
 */

/** How many of the newest events the news page lists. */
export const NEWS_EVENTS = 50;

export const NEWS_API = [`events?page=1&pageSize=${NEWS_EVENTS}`];
