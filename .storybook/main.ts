import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The design system's own pages first: Storybook opens on its introduction.
  stories: [
    '../stories/docs/*.mdx',
    '../stories/foundations/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No onboarding checklist (sidebar and menu): this Storybook is the design system's docs site.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  // The default react-docgen builds the controls/autodocs tables (react-docgen-typescript needs the
  // TypeScript JS API; toolchain.md).
};
export default config;
