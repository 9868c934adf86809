// The English texts of the hr pages (see parts.ts); the build replaces this module with the data.
import { en } from '../locales/en';
import { composeCatalogue } from './compose';
import { pieceOf } from './parts';

export default pieceOf(composeCatalogue('en', en), 'hr');
