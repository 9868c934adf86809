// The English `translation` namespace, the app's own catalogue; a chunk of its own.
// The build replaces this module with the finished data (i18n/build-plugin.ts).
import { en } from '../locales/en';
import { composeCatalogue } from './compose';

export default composeCatalogue('en', en);
