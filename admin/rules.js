/**
 * The content rules a single editor field cannot express (they tie two fields together), checked
 * in /admin before an entry is saved, with the build's own wording. The build checks the same
 * rules (src/lib/content/schemas.ts and gatsby/validate-content.ts); __tests__/unit/cms-rules.test.ts keeps the
 * two in step. Plain browser JavaScript: /admin loads it as it is, with no bundler.
 */
;(function (root, factory) {
  if (typeof module === "object" && module.exports) module.exports = factory()
  else root.AdminRules = factory()
})(typeof self !== "undefined" ? self : this, function () {
  "use strict"

  /** src/lib/slug.ts: the lowercase name with spaces turned into hyphens, punctuation dropped. */
  function slugify(name) {
    return String(name)
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9\s-]/g, "")
      .trim()
      .replace(/[\s-]+/g, "-")
  }

  var filled = function (value) {
    return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null
  }

  /**
   * Problems with one entry, as "field: problem" lines (empty when it may be saved).
   * collection: the collection name; data: the entry's fields; fileSlug: the file name without
   * extension of an entry that already exists (undefined for a new one).
   */
  function problems(collection, data, fileSlug) {
    var found = []
    if (!data || typeof data !== "object") return found
    if (filled(data.image) && !filled(data.imageAlt)) found.push("imageAlt: is required when image is set")
    if (Array.isArray(data.sections)) {
      var seen = {}
      data.sections.forEach(function (section, index) {
        if (!section) return
        if (section.kind !== "text" && !(Array.isArray(section.items) && section.items.length > 0)) {
          found.push("sections[" + index + "].items: must have at least one item")
        }
        if (filled(section.id)) {
          if (seen[section.id]) found.push("sections: section ids must be unique (\"" + section.id + "\" is used twice)")
          seen[section.id] = true
        }
      })
    }
    if (typeof data.slug === "string" && fileSlug !== undefined && data.slug !== fileSlug) {
      found.push("slug: must equal the file name \"" + fileSlug + "\"")
    }
    // content/settings/hiring.json: a company that uses E-Verify shows both notices in both languages.
    if (data.eVerify === true) {
      ["eVerifyPosterEnglish", "eVerifyPosterSpanish", "rightToWorkPosterEnglish", "rightToWorkPosterSpanish"].forEach(function (name) {
        if (!filled(data[name])) found.push(name + ": is required when E-Verify is on")
      })
    }
    if (collection === "locations" && typeof data.city === "string" && typeof data.slug === "string" && slugify(data.city) !== data.slug) {
      found.push("slug: must be \"" + slugify(data.city) + "\" (the lowercase city name with spaces turned into hyphens)")
    }
    return found
  }

  return { problems: problems, slugify: slugify }
})
