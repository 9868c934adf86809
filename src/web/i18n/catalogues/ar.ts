// The Arabic `translation` namespace without its page parts (see parts.ts); a chunk of its own.
// The build replaces this module with the finished data (i18n/build-plugin.ts).
import { ar } from '../locales/ar';
import { composeCatalogue } from './compose';
import { pieceOf } from './parts';

export default pieceOf(composeCatalogue('ar', ar));
