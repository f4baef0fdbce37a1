import type { SettingSpecs } from '../../src/runtime/settings.ts'
import { wpString } from '../../src/runtime/validate.ts'

export interface PasswordToggleSettings {
  showLabel: string
  hideLabel: string
}

/** Labels: the element's attributes, then woocommerce_params (block or global), then WooCommerce's words. */
export const passwordToggleSettings: SettingSpecs<PasswordToggleSettings> = {
  showLabel: {
    attribute: 'label-show',
    keys: [['woocommerce_params', 'i18n_password_show']],
    validate: wpString,
    fallback: 'Show password',
  },
  hideLabel: {
    attribute: 'label-hide',
    keys: [['woocommerce_params', 'i18n_password_hide']],
    validate: wpString,
    fallback: 'Hide password',
  },
}
