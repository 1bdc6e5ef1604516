// The InlineAlert entry of @cairnfield/design-system (`@cairnfield/design-system/InlineAlert`).
export {
  InlineAlert,
  inlineAlertTones,
  inlineAlertRoles,
  type InlineAlertProps,
  type InlineAlertTone,
  type InlineAlertRole,
} from './InlineAlert';
