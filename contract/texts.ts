/** Texts the owner sees, as the spec words them. */
export const TEXT = {
  tagline: "AI Diplomacy Platform",
  memoryCoreActive: "Memory Core Active",
  accessGranted: { title: "Access Granted", description: "Welcome to the Citadel, Guardian" },
  accessDenied: { title: "Access Denied", description: "Invalid authentication credentials" },
  tooManyAttempts: "Too many attempts. Wait a minute before trying again.",
  signInRequired: "Sign in with the access code first",
  /** A reply cut short by the server stopping (a crash, a power cut, a stop that outlasted the grace period). */
  interrupted: "Interrupted when the Citadel stopped",
  stopping: "The Citadel is stopping; try again once it is back",
  awakening: "Awakening...",
  consciousnessExpanding: "Consciousness expanding...",
  cathedralOnline: "Cathedral Online",
  connectionError: "Connection Error",
  checkingConnection: "Checking connection...",
  notFound: "404 Page Not Found",
  connectionHints: [
    "Check that the AI provider key is configured in secrets",
    "Verify the server runs on port 5000",
    "Check the console for details",
  ],
} as const;
