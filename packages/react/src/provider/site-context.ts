import type { SiteKernel } from '@site/core';
import { createContext } from 'react';

/** Any composed site: the kernel plus whichever modules it was built with. */
export const SiteContext = createContext<SiteKernel | null>(null);
