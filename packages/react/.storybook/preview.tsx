import '../src/styles/index.css';
import './white-label.css';
import type { Preview } from '@storybook/react-vite';
import { useMemo } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ViewportWidthProvider } from '../src/hooks/use-viewport-width';
import { loadAllLocales } from '../src/i18n/i18n-util.sync';
import { SiteProvider } from '../src/provider/site-provider';
import { createStorySite, type StorySiteOptions } from '../src/stories-support/story-site';

const noop = () => {};

// Stories (and the React tests, which run them) switch language from the toolbar at once: both
// dictionaries load here. The product loads only the shown one (`loadSiteTexts`).
loadAllLocales();

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: { title: 'Language', icon: 'globe', items: ['tr', 'en'], dynamicTitle: true },
    },
    theme: {
      description: 'Theme tokens',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: ['default', 'white-label'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'tr', theme: 'default' },
  decorators: [
    (Story, context) => {
      const options = (context.parameters.site ?? {}) as StorySiteOptions;
      const locale = context.globals.locale === 'en' ? 'en' : 'tr';
      // One site per story render: stories never share state.
      const site = useMemo(() => createStorySite({ ...options, locale }), [options, locale]);
      // Each story starts on its own route (`parameters.site.path`, default /).
      const location = useMemo(() => memoryLocation({ path: options.path ?? '/' }), [options]);
      const story = (
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Story />
        </Router>
      );
      return (
        <div
          className={`site-story-surface ${context.globals.theme === 'white-label' ? 'site-theme-white-label' : ''}`}
        >
          <SiteProvider site={site} onLoggedOut={noop}>
            {options.width ? (
              <ViewportWidthProvider width={options.width}>{story}</ViewportWidthProvider>
            ) : (
              story
            )}
          </SiteProvider>
        </div>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
  },
};

export default preview;
