// `npm run icons:sprite`: rewrites the menu icons' sprite after an icon is added to ICON_NAMES.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { menuIconSprite } from '../src/web/features/shell/icons/sprite-source';

const target = fileURLToPath(new URL('../src/web/features/shell/icons/menu-icons.svg', import.meta.url));
writeFileSync(target, await menuIconSprite());
console.log(`wrote ${target}`);
