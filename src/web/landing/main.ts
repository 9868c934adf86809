// Entry of the landing page (/): styles and fonts, then the language switch and landing content.
import '@fontsource/ibm-plex-sans-arabic/arabic-400.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-700.css';
import '@fontsource/ibm-plex-sans-arabic/latin-400.css';
import '@fontsource/ibm-plex-sans-arabic/latin-700.css';
import '../styles/globals.css';
import './landing.css';
import { startLanding } from './landing';

startLanding();
