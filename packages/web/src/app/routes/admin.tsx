// The admin console (spec §2 admin routes), one export per route; placeholders until issue 13.
export {
  AdminAreaRoute as AdminHomeRoute,
  AdminAreaRoute as AdminUsersRoute,
  AdminAreaRoute as AdminCoursesRoute,
  AdminAreaRoute as AdminMentorsRoute,
  AdminAreaRoute as AdminStudentsRoute,
  AdminAreaRoute as AdminProgramsRoute,
  AdminAreaRoute as AdminBatchesRoute,
  AdminAreaRoute as AdminBatchRoute,
  AdminAreaRoute as AdminBatchAddVideosRoute,
} from './areas';
