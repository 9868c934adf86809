import type { arPwa } from './ar-pwa';
import type { Strings } from './strings';

export const enPwa: Strings<typeof arPwa> = {
  install: {
    title: 'Install the Masar app',
    body: 'Open Masar from your home screen in one tap; it stays fast even on a weak connection.',
    install: 'Install',
    later: 'Later',
    label: 'Install the app',
  },
  update: {
    title: 'A new version of Masar is available',
    body: 'Reload the page to use the latest version.',
    reload: 'Reload',
  },
};
