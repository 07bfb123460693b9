import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/** The bare reference app: nothing but the React Router plugin. */
export default defineConfig({
  plugins: [reactRouter()],
});
