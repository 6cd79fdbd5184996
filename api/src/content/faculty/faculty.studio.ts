import { defineResource } from '../../studio/studio-definition.js';
import { FacultyMemberEntity } from './faculty-member.entity.js';

/** The faculty and management (the about section's "facultySection" page): one order for all of them. */
export const FACULTY_STUDIO = defineResource({
  resource: 'faculty',
  entity: FacultyMemberEntity,
  scope: [],
  search: ['name'],
});
