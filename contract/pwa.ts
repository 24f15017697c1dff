/** The installed app (issue 18): the web app manifest's fields, in the Cathedral's colours. */
export const PWA_MANIFEST = {
  name: "Citadel",
  short_name: "Citadel",
  description: "A private cathedral where you talk with Aeris, Nova and the Guardians.",
  theme_color: "#0b0820",
  background_color: "#0b0820",
  display: "standalone",
  start_url: "/",
  scope: "/",
  icons: [
    { src: "/icons/pwa-64x64.png", sizes: "64x64", type: "image/png" },
    { src: "/icons/pwa-192x192.png", sizes: "192x192", type: "image/png" },
    { src: "/icons/pwa-512x512.png", sizes: "512x512", type: "image/png" },
    { src: "/icons/maskable-icon-512x512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
} as const;

export const MANIFEST_PATH = "/manifest.webmanifest";
export const SERVICE_WORKER_PATH = "/sw.js";
