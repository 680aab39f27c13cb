// Fails when regenerating the bundled contract or the SDK changes any committed file:
// generated code is regenerated, never edited (DEVELOPERS.md, STYLE.md).
import { execSync } from 'node:child_process';

const generated = ['openapi/dist', 'packages/sdk/src/generated'];
execSync('pnpm generate', { stdio: 'inherit' });
const changed = execSync(`git status --porcelain -- ${generated.join(' ')}`, { encoding: 'utf8' });
if (changed.trim()) {
  console.error(
    'Generated files differ from the contract. Run `pnpm generate` and commit:\n' + changed,
  );
  process.exit(1);
}
console.log('Generated code matches the contract.');
