"""Numbers as the cover screens write them: the locale's digits, and amounts and changes in the words of the
language installed ("$1,234" in English, "1 234 $" in French)."""

# Typographic minus signs are deliberate: these screens imitate real documents.
# ruff: noqa: RUF001, RUF002

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

__all__ = ["change", "money", "number"]


def number(value: float, decimals: int = 0) -> str:
    """``value`` with the locale's digit grouping and decimal mark (grouped even where the locale is the
    plain "C" one, which leaves the digits run together: an office's figures are grouped)."""
    locale = QLocale()
    locale.setNumberOptions(locale.numberOptions() & ~QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(float(value), "f", decimals)


def money(value: float, decimals: int = 0) -> str:
    """An amount of dollars, as the language writes one; a negative one after a minus sign."""
    amount = QCoreApplication.translate("CoverScreen", "${amount}").format(
        amount=number(abs(value), decimals))
    return amount if value >= 0 else f"−{amount}"


def change(value: float, decimals: int = 1) -> str:
    """A change in per cent, always signed: "+6.4%", "−1.2%"."""
    sign = "+" if value >= 0 else "−"
    return QCoreApplication.translate("CoverScreen", "{sign}{value}%").format(
        sign=sign, value=number(abs(value), decimals))
