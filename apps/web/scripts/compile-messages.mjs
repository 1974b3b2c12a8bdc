// Compiles messages/{en,bn}.json into src/paraglide/ (Paraglide JS: one tree-shakable function per message).
// The message-format plugin is handed over from node_modules, not fetched from a CDN as project settings usually say:
// the build must work where only the npm registry is reachable.
import fs from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadProjectFromDirectory } from '@inlang/sdk';
import { compileProject, writeOutput } from '@inlang/paraglide-js';
import messageFormat from '@inlang/plugin-message-format';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function compileMessages() {
  const project = await loadProjectFromDirectory({
    path: join(webRoot, 'project.inlang'),
    fs,
    providePlugins: [messageFormat],
  });
  const errors = await project.errors.get();
  if (errors.length > 0) throw new Error(`messages/: ${errors.map((e) => e.message).join('; ')}`);
  const bundles = await project.db.selectFrom('bundle').select('id').execute();
  if (bundles.length === 0) throw new Error('messages/: no message was read (check pathPattern in project.inlang)');
  const output = await compileProject({
    project,
    compilerOptions: {
      // The cookie first (what the person chose, readable by the server too), then the browser's languages.
      strategy: ['cookie', 'preferredLanguage', 'baseLocale'],
      cookieName: 'lang',
      emitTsDeclarations: false,
      outputStructure: 'message-modules',
    },
  });
  // Paraglide's runtime (URL strategies, server middleware: 2.3 KB gzip on every page) is replaced by ours, which
  // keeps the exports the messages and the app use (decision 0022).
  output['runtime.js'] = fs.readFileSync(join(webRoot, 'scripts', 'locale-runtime.js'), 'utf8');
  delete output['server.js'];
  await writeOutput({ directory: join(webRoot, 'src', 'paraglide'), output, fs: fs.promises });
  await project.close();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await compileMessages();
  // The inlang SDK keeps a handle open for about 30 s after closing; the files are written.
  process.exit(0);
}
