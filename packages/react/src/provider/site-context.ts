import type { Site } from '@site/core';
import { createContext } from 'react';

export const SiteContext = createContext<Site | null>(null);
