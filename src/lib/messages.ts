// Texts of spec section 8 (and the screens' fixed texts), shared by the UI, the API and the tests.
export const messages = {
  footerServicesLoading: 'Loading services...',
  footerServicesFailed: 'Failed to load services',
  newsletterSuccess: 'Thanks for subscribing!',
  newsletterFailure: 'Failed to subscribe. Please try again.',
  servicesEmpty: 'No services found for selected categories.',
  servicesFailed: 'Failed to load services. Please try again later.',
  categoryLoading: 'Loading category...',
  categoryFailed: 'Failed to load category data.',
  categoryNotFound: 'Category not found',
  caseStudyNotFound: 'Case study not found.',
  playbookNotFound: 'Playbook not found.',
  subpageNotFound: 'Page not found.',
  blogLoading: 'Loading blog post...',
  blogNotFound: 'Blog post not found.',
  noSubcategories: 'No subcategories added.',
  teamUpCategoriesLoading: 'Loading categories...',
  teamUpCategoriesFailed: 'Failed to load categories and subcategories.',
  chatNoMatch:
    "I'm sorry, I couldn't find an answer to that question. Could you please rephrase or contact our support team?",
} as const
