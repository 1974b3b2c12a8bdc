import { defineConfig } from 'vitest/config';
import { serverProjects } from './vitest.projects.js';

/** `npx vitest run` from this folder: the server's two projects (vitest.projects.ts). */
export default defineConfig({ test: { projects: serverProjects } });
