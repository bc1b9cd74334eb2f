// Image settings in the section editor: 'asset:{id}' is shown as the chosen library file, any other
// address (older content, external pictures) stays in the address field untouched; choosing writes
// 'asset:{id}', clearing removes the key. The settings form renders these keys with the picker.
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { toLibraryAsset } from "~/features/media/library/library-assets";
import { resetPickerAssets } from "~/features/media/picker-assets";
import { sharedFields } from "../settings-fields";
import { describeObject } from "./form-model";
import { assetIdsOfImageSetting, imageSettingFromIds } from "./image-setting-field";
import { SettingsForm } from "./settings-form";

afterEach(() => resetPickerAssets());

describe("image settings", () => {
  it("reads only 'asset:{id}' as a library choice", () => {
    expect(assetIdsOfImageSetting("asset:12")).toEqual([12]);
    expect(assetIdsOfImageSetting(" asset:12 ")).toEqual([12]);
    expect(assetIdsOfImageSetting("asset:abc")).toEqual([]);
    expect(assetIdsOfImageSetting("/media/bild.webp")).toEqual([]);
    expect(assetIdsOfImageSetting("https://example.org/a.jpg")).toEqual([]);
    expect(assetIdsOfImageSetting(undefined)).toEqual([]);
  });

  it("stores a choice as 'asset:{id}' and nothing when cleared", () => {
    expect(imageSettingFromIds([5])).toBe("asset:5");
    expect(imageSettingFromIds([])).toBeUndefined();
  });

  it("renders 'image' and 'media_asset_id' with the picker, keeping a typed address", () => {
    resetPickerAssets({
      status: "ready",
      altTextLanguages: [],
      assets: [
        toLibraryAsset({
          id: 5,
          filename: "hero.webp",
          title: "Hero",
          altText: "Alt",
          category: null,
          mimeType: "image/webp",
          sizeBytes: 1,
          width: 10,
          height: 10,
          createdAt: new Date(0),
        }),
      ],
      error: null,
    });
    // The shared fields carry the picker's widgets (settings-fields.ts).
    const schema = z.object({
      title: z.string().optional(),
      image: sharedFields.image.optional(),
      items: z.array(z.object({ image: sharedFields.image.optional(), media_asset_id: sharedFields.media_asset_id.optional() })).optional(),
    });
    const html = renderToString(
      <SettingsForm
        fields={describeObject(schema)}
        values={{ title: "T", image: "/media/alt-bild.jpg", items: [{ image: "asset:5", media_asset_id: 5 }] }}
        errors={{}}
        onChange={() => {}}
      />,
    );
    expect(html).toContain("Oder Bildadresse (URL oder Dateiname)");
    expect(html).toContain('value="/media/alt-bild.jpg"');
    expect(html).toContain("Gewählt: asset:5.");
    expect(html).toContain("Bild aus der Medienbibliothek");
    expect(html.match(/asset:5 · hero\.webp/g)?.length).toBe(2);
    expect(html).toContain("Auswählen");
  });
});
