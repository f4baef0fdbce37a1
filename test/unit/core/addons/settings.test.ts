import { describe, expect, it } from 'vitest'
import { DEFAULT_ADDON_SETTINGS, DEFAULT_ADDON_TEXTS, fillPlaceholder, readAddonSettings } from '../../../../src/core/addons/index.ts'

describe('the texts (English defaults, woocommerce_addons_params keys)', () => {
  it("defaults to the shopper's English texts, word for word", () => {
    expect(DEFAULT_ADDON_TEXTS).toEqual({
      i18n_validation_required_select: 'Please choose an option.',
      i18n_validation_required_input: 'Please enter some text in this field.',
      i18n_validation_required_number: 'Please enter a number in this field.',
      i18n_validation_required_file: 'Please upload a file.',
      i18n_validation_letters_only: 'Please enter letters only.',
      i18n_validation_numbers_only: 'Please enter numbers only.',
      i18n_validation_letters_and_numbers_only: 'Please enter letters and numbers only.',
      i18n_validation_email_only: 'Please enter a valid email address.',
      i18n_validation_min_characters: 'Please enter at least %c characters.',
      i18n_validation_max_characters: 'Please enter up to %c characters.',
      i18n_validation_min_number: 'Please enter %c or more.',
      i18n_validation_max_number: 'Please enter %c or less.',
      i18n_validation_decimal_separator: 'Please enter a price with one monetary decimal point (%c) without thousand separators.',
      i18n_sub_total: 'Subtotal',
    })
  })

  it('fills every %c, taking the value literally', () => {
    expect(fillPlaceholder('Please enter %c or more.', '5')).toBe('Please enter 5 or more.')
    expect(fillPlaceholder('%c and %c', '$&')).toBe('$& and $&')
    expect(fillPlaceholder('no slot', '5')).toBe('no slot')
  })
})

describe('reading woocommerce_addons_params', () => {
  it('gives the defaults for an empty object', () => {
    expect(readAddonSettings({})).toEqual(DEFAULT_ADDON_SETTINGS)
    expect(DEFAULT_ADDON_SETTINGS).toMatchObject({
      taxEnabled: true,
      priceIncludeTax: false,
      displayIncludeTax: false,
      priceDisplaySuffix: '',
      ajaxUrl: '/wp-admin/admin-ajax.php',
      datepickerDateFormat: 'MM d, yy',
      gmtOffset: 0,
      dateInputTimezoneReference: 'default',
    })
  })

  it('reads the strings WordPress prints', () => {
    const read = readAddonSettings({
      price_display_suffix: 'incl. VAT &amp; fees',
      tax_enabled: '',
      price_include_tax: '1',
      display_include_tax: '1',
      ajax_url: '/shop/wp-admin/admin-ajax.php',
      i18n_sub_total: 'Zwischensumme',
      i18n_validation_required_select: 'Bitte wählen Sie eine Option.',
      i18n_validation_min_number: 'Bitte mindestens %c eingeben.',
      currency_format_symbol: '&euro;',
      currency_format_decimal_sep: ',',
      quantity_symbol: '× ',
      trim_user_input_characters: '50',
      datepicker_date_format: 'dd.mm.yy',
      gmt_offset: '5.5',
      date_input_timezone_reference: 'store',
      is_bookings: '1',
    })
    expect(read).toMatchObject({
      priceDisplaySuffix: 'incl. VAT & fees',
      taxEnabled: false,
      priceIncludeTax: true,
      displayIncludeTax: true,
      ajaxUrl: '/shop/wp-admin/admin-ajax.php',
      datepickerDateFormat: 'dd.mm.yy',
      gmtOffset: 5.5,
      dateInputTimezoneReference: 'store',
      isBookings: true,
      summary: { quantitySymbol: '× ', trimUserInputCharacters: 50 },
    })
    expect(read.money.symbol).toBe('€')
    expect(read.money.decimalSeparator).toBe(',')
    expect(read.texts.i18n_sub_total).toBe('Zwischensumme')
    expect(read.texts.i18n_validation_required_select).toBe('Bitte wählen Sie eine Option.')
    expect(read.texts.i18n_validation_min_number).toBe('Bitte mindestens %c eingeben.')
    expect(read.texts.i18n_validation_email_only).toBe('Please enter a valid email address.')
  })

  it('falls back for unreadable values', () => {
    const read = readAddonSettings({
      ajax_url: '  ',
      gmt_offset: 'UTC+1',
      date_input_timezone_reference: 'moon',
      i18n_sub_total: 42,
      i18n_validation_email_only: { html: '<b>x</b>' },
    })
    expect(read.ajaxUrl).toBe('/wp-admin/admin-ajax.php')
    expect(read.gmtOffset).toBe(0)
    expect(read.dateInputTimezoneReference).toBe('default')
    expect(read.texts.i18n_sub_total).toBe('42')
    expect(read.texts.i18n_validation_email_only).toBe('Please enter a valid email address.')
  })
})
