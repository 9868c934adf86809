// The Arabic texts of the profile pages (see parts.ts); the build replaces this module with the data.
import { ar } from '../locales/ar';
import { composeCatalogue } from './compose';
import { pieceOf } from './parts';

export default pieceOf(composeCatalogue('ar', ar), 'profile');
