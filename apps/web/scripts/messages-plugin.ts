import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Keeps src/paraglide/ compiled from messages/*.json: before a build or dev server starts, and when a catalogue
 * changes in dev. It compiles only when a catalogue is newer than the output, so builds and test runs side by side
 * never rewrite files another one is reading.
 */
export function messagesPlugin(webRoot: string): Plugin {
  const messages = join(webRoot, 'messages');
  const marker = join(webRoot, 'src', 'paraglide', 'runtime.js');
  const compile = () => {
    execFileSync(process.execPath, [join(webRoot, 'scripts', 'compile-messages.mjs')], { stdio: 'inherit' });
  };
  const stale = () => {
    if (!existsSync(marker)) return true;
    const built = statSync(marker).mtimeMs;
    const inputs = [
      join(webRoot, 'project.inlang', 'settings.json'),
      ...readdirSync(messages).map((f) => join(messages, f)),
    ];
    return inputs.some((file) => statSync(file).mtimeMs > built);
  };
  return {
    name: 'phonehaat-messages',
    buildStart() {
      if (stale()) compile();
    },
    configureServer(server) {
      server.watcher.add(messages);
      server.watcher.on('change', (file) => {
        if (file.startsWith(messages)) compile();
      });
    },
  };
}
