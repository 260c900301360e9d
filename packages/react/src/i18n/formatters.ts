import { formatMoney } from '@site/core'
import type { FormattersInitializer } from 'typesafe-i18n'
import type { Formatters, Locales } from './i18n-types'

export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
	const formatters: Formatters = {
		// Amounts inside texts read as everywhere else: the core's one money format per language.
		money: (amount: number) => formatMoney(amount, locale),
	}

	return formatters
}
