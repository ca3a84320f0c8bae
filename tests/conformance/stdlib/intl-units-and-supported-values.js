/*---
{
  "description": "Intl.NumberFormat style \"unit\" (CLDR en patterns, plural one only for exactly 1, formatToParts unit/literal parts) and Intl.supportedValuesOf (sorted copies; RangeError for other keys)",
  "expect": {
    "ok": true,
    "value": [
      "1 hour",
      "1,234.5 hours",
      "-1 km",
      "21.5 degrees Celsius",
      "12%",
      "1.0 hours",
      "0s",
      [
        {
          "type": "minusSign",
          "value": "-"
        },
        {
          "type": "integer",
          "value": "1"
        },
        {
          "type": "group",
          "value": ","
        },
        {
          "type": "integer",
          "value": "234"
        },
        {
          "type": "decimal",
          "value": "."
        },
        {
          "type": "fraction",
          "value": "5"
        },
        {
          "type": "literal",
          "value": " "
        },
        {
          "type": "unit",
          "value": "hours"
        }
      ],
      [
        {
          "type": "integer",
          "value": "3"
        },
        {
          "type": "unit",
          "value": "d"
        }
      ],
      "short",
      "TypeError",
      "RangeError",
      "5,000,000B",
      45,
      true,
      "RangeError",
      true,
      true,
      "acre,bit,byte,celsius,centimeter,day,degree,fahrenheit,fluid-ounce,foot,gallon,gigabit,gigabyte,gram,hectare,hour,inch,kilobit,kilobyte,kilogram,kilometer,liter,megabit,megabyte,meter,microsecond,mile,mile-scandinavian,milliliter,millimeter,millisecond,minute,month,nanosecond,ounce,percent,petabyte,pound,second,stone,terabit,terabyte,week,yard,year"
    ]
  }
}
---*/
const f = (o, n) => new Intl.NumberFormat("en", o).format(n)
const t = (fn) => { try { return fn() } catch (e) { return e.constructor.name } }
return [f({style:"unit", unit:"hour", unitDisplay:"long"}, 1), f({style:"unit", unit:"hour", unitDisplay:"long"}, 1234.5),
 f({style:"unit", unit:"kilometer"}, -1), f({style:"unit", unit:"celsius", unitDisplay:"long"}, 21.5), f({style:"unit", unit:"percent", unitDisplay:"narrow"}, 12),
 f({style:"unit", unit:"hour", unitDisplay:"long", minimumFractionDigits:1}, 1), f({style:"unit", unit:"second", unitDisplay:"narrow"}, 0),
 new Intl.NumberFormat("en", {style:"unit", unit:"hour", unitDisplay:"long"}).formatToParts(-1234.5),
 new Intl.NumberFormat("en", {style:"unit", unit:"day", unitDisplay:"narrow"}).formatToParts(3),
 new Intl.NumberFormat("en", {style:"unit", unit:"foot"}).resolvedOptions().unitDisplay,
 t(() => f({style:"unit"}, 1)), t(() => f({style:"unit", unit: "furlong"}, 1)), f({style: "unit", unit: "byte", unitDisplay: "narrow"}, 5e6),
 Intl.supportedValuesOf("unit").length, Intl.supportedValuesOf("currency").includes("USD"), t(() => Intl.supportedValuesOf("zone")),
 Intl.supportedValuesOf("calendar").includes("gregory"), Intl.supportedValuesOf("numberingSystem").includes("latn"),
 Intl.supportedValuesOf("unit").join(),
]
