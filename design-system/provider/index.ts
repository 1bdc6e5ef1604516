export { DesignSystemProvider, type DesignSystemProviderProps } from './DesignSystemProvider';
export { PortalTheme, type PortalThemeProps } from './PortalTheme';
export { usePortalContainer } from './themeContext';
