/** The server build React Router's Vite plugin provides; typed where it is imported. */
declare module "virtual:react-router/server-build";
