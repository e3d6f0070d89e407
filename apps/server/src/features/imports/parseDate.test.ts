import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bestDateOrder, detectDateOrder, parseDateAs } from "./parseDate";

describe("parseDateAs", () => {
  it.each([
    // The 8 product locales' ways (fr, en-GB, it, es: dd/MM/yyyy; de, ua, no: dd.MM.yyyy; nl: dd-MM-yyyy).
    ["03/11/2023", "DMY", "2023-11-03"],
    ["03.11.2023", "DMY", "2023-11-03"],
    ["03-11-2023", "DMY", "2023-11-03"],
    ["3.11.23", "DMY", "2023-11-03"],
    ["03/11/2023 10:32", "DMY", "2023-11-03"],
    ["2023-11-03", "YMD", "2023-11-03"],
    ["2023/11/03", "YMD", "2023-11-03"],
    ["20231103", "YMD", "2023-11-03"],
    ["2023-11-03T23:10:00.000Z", "DMY", "2023-11-03"],
    ["11/03/2023", "MDY", "2023-11-03"],
    ["11/ 3'23", "MDY", "2023-11-03"],
    ["29/02/2024", "DMY", "2024-02-29"],
  ] as const)("%s as %s → %s", (raw, order, iso) => {
    expect(parseDateAs(raw, order)).toBe(iso);
  });

  it.each(["31/02/2023", "29/02/2023", "00/01/2023", "13/13/2023", "hier", "", "2023-13-01"])(
    "refuses %j",
    (raw) => {
      expect(parseDateAs(raw, "DMY")).toBeNull();
    },
  );

  it("reads back any date written in any supported order and separator", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1971-01-01T00:00:00Z"),
          max: new Date("2068-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.constantFrom("/", ".", "-"),
        fc.boolean(),
        (date, separator, shortYear) => {
          const iso = date.toISOString().slice(0, 10);
          const [year = "", month = "", day = ""] = iso.split("-");
          const y = shortYear ? year.slice(2) : year;
          expect(parseDateAs([day, month, y].join(separator), "DMY")).toBe(iso);
          expect(parseDateAs([month, day, y].join(separator), "MDY")).toBe(iso);
          expect(parseDateAs(iso, "DMY")).toBe(iso);
        },
      ),
    );
  });
});

describe("detectDateOrder", () => {
  it("prefers day-month when both read, month-day when only it reads", () => {
    expect(detectDateOrder(["03/11/2023", "04/11/2023"])).toBe("DMY");
    expect(detectDateOrder(["11/28/2023", "11/03/2023"])).toBe("MDY");
    expect(detectDateOrder(["2023-11-03"])).toBe("DMY");
    expect(detectDateOrder(["pas une date"])).toBeNull();
  });

  it("counts what the best order reads", () => {
    expect(bestDateOrder(["03/11/2023", "31/02/2023", "04/11/2023"])).toEqual({
      order: "DMY",
      read: 2,
      total: 3,
    });
  });
});
