import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as preview from '../../.storybook/preview';
import { installHappyDomShims } from './happy-dom-shims';
import { OnScreenIntersectionObserver } from './intersection-observer-stub';

installHappyDomShims();
// Components waiting to be near the screen (rails' sliders) see everything on screen.
globalThis.IntersectionObserver = OnScreenIntersectionObserver;

// findBy…/waitFor give up after 1 s by default: a slip that answers in 0.2 s quiet took longer
// beside a busy machine's benches. A pass still returns as soon as the element is there.
configure({ asyncUtilTimeout: 5_000 });

// Stories run as tests with the same decorators and globals as in Storybook.
setProjectAnnotations(preview);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});
