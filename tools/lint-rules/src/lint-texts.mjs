// Lints texts as if they were files at the given paths, with the workspace's ESLint config.
// Reads [{ filePath, code }] as JSON on stdin and writes, per text, the rule ids of its errors.
// Run as its own process: ESLint loads its ESM config in a way Jest's module system cannot.
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';

let input = '';
for await (const chunk of process.stdin) input += chunk;
// The module-boundaries rule reads Nx's cached project graph: bring it up to date with the workspace first.
await createProjectGraphAsync({ exitOnError: true });
const eslint = new ESLint({ cwd: new URL('../../..', import.meta.url).pathname });
const answers = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  answers.push(result.messages.filter(({ severity }) => severity === 2).map(({ ruleId }) => String(ruleId)));
}
process.stdout.write(JSON.stringify(answers));
