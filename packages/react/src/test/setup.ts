import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as preview from '../../.storybook/preview';
import { installHappyDomShims } from './happy-dom-shims';

installHappyDomShims();

// Stories run as tests with the same decorators and globals as in Storybook.
setProjectAnnotations(preview);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});
