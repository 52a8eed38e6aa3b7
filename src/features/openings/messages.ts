// What visitors and members read about open roles (issue 13).
export const openingMessages = {
  jobsTitle: 'Open roles',
  notFound: 'Role not found.',
  closed: 'This role is closed',
  empty: 'No open roles match these filters.',
  loading: 'Loading roles...',
  roleClosedForApplications: 'This role is closed and no longer takes applications. Please look at our other open roles.',
  roleUnknown: 'This role is not open for applications. Please choose a role from our open roles.',
  alreadyApplied: 'You have already applied for this role. We have your earlier application and will e-mail you about next steps.',
} as const
