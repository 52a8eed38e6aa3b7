// The texts of spec section 8 that the site's browser islands on every page or on the list pages show (the footer's
// services and newsletter, the navigation's loading texts, the chat's e-mail check, the lists' loading and empty
// states, the services and category pages' load errors), in a module of their own: a page's scripts carry these
// lines instead of every message of the site (docs/benchmarks.md "First paint"). `messages` (messages.ts) includes them.
export const islandMessages = {
  footerServicesLoading: 'Loading services...',
  footerServicesFailed: 'Failed to load services',
  // Deviation (docs/deviations.md): double opt-in, so the form asks the visitor to confirm by e-mail.
  newsletterSuccess: 'Thanks for subscribing! Please check your inbox to confirm.',
  newsletterFailure: 'Failed to subscribe. Please try again.',
  servicesEmpty: 'No services found for selected categories.',
  blogsLoading: 'Loading posts...',
  blogsEmpty: 'No posts found.',
  jobsEmpty: 'No open roles match these filters.',
  categoryLoading: 'Loading category...',
  blogLoading: 'Loading blog post...',
  leadEmailInvalid: 'Please enter a valid e-mail address.',
  servicesFailed: 'Failed to load services. Please try again later.',
  categoryFailed: 'Failed to load category data.',
} as const
