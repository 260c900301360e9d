import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SiteProvider } from '../../provider/site-provider';
import { createStorySite } from '../../stories-support/story-site';
import { DocumentLanguage } from './document-language';

const site = createStorySite({});

const meta = {
  title: 'Brand/DocumentLanguage',
  component: DocumentLanguage,
  render: () => (
    <SiteProvider site={site} onLoggedOut={() => {}}>
      <DocumentLanguage />
      <p>Renders nothing: it keeps the html element's lang on the site's language.</p>
    </SiteProvider>
  ),
} satisfies Meta<typeof DocumentLanguage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Turkish by default; a language switch changes `<html lang>` with it. */
export const FollowsTheLanguage: Story = {
  play: async () => {
    site.i18n.setLocale('tr');
    await waitFor(() => expect(document.documentElement.lang).toBe('tr'));
    site.i18n.setLocale('en');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    site.i18n.setLocale('tr');
    await waitFor(() => expect(document.documentElement.lang).toBe('tr'));
  },
};
