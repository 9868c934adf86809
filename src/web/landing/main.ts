// Entry of the landing page (/): styles and fonts, then the language switch and landing content.
import '../styles/fonts.css';
import '../styles/globals.css';
import './landing.css';
import { startLanding } from './landing';

startLanding();
