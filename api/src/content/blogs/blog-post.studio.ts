import { defineResource } from '../../studio/studio-definition.js';
import { BlogPostEntity } from './blog-post.entity.js';

const today = () => new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);

/** Blog posts: one slug each (unique), translated title/excerpt/sections, a cover; newest first in the admin list. */
export const BLOGS_STUDIO = defineResource({
  resource: 'blogs',
  entity: BlogPostEntity,
  scope: [],
  search: ['title'],
  listOrder: [{ field: 'publishedAt', direction: 'DESC' }],
  prepare(post) {
    // "" (the form's "all divisions") and absent are stored as null: shown in every division.
    post.division = post.division || null;
    post.category ??= '';
    post.publishedAt ??= today();
  },
});
