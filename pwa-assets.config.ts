import { defineConfig, minimal2023Preset } from "@vite-pwa/assets-generator/config";

/**
 * The app's icons, drawn from the Trinity emblem (client/public/avatars/trinity.svg): `npm run icons` writes them into
 * client/public/icons, where they are kept (the build does not redraw them).
 */
export default defineConfig({
  headLinkOptions: { preset: "2023" },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, padding: 0.15, resizeOptions: { background: "#0b0820" } },
    apple: { ...minimal2023Preset.apple, padding: 0.1, resizeOptions: { background: "#0b0820" } },
  },
  images: ["client/public/icons/citadel.svg"],
});
