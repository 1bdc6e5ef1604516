// The Badge entry of @cairnfield/design-system (`@cairnfield/design-system/Badge`).
export { Badge, badgeTones, type BadgeProps, type BadgeTone } from './Badge';
