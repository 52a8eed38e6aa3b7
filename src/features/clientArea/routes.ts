// The client area's addresses (pages and API), in one place.
export const clientAreaRoutes = {
  home: '/client',
  login: '/client/login',
  consent: '/consent',
} as const

export const clientAreaApi = {
  requestOtp: '/api/client/login/request-otp',
  verifyOtp: '/api/client/login/verify-otp',
  logout: '/api/client/logout',
  shortlists: '/api/client/shortlists',
  decisions: (shortlistId: number | string) => `/api/client/shortlists/${encodeURIComponent(String(shortlistId))}/decisions`,
  consent: '/api/consent',
} as const
