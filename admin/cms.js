/**
 * Starts the /admin editor. Decap CMS (window.DecapCmsApp) reads /admin/config.yml, which the
 * build generates from the content schemas (gatsby/cms/). Loaded only by /admin.
 */
;(function () {
  "use strict"
  var CMS = window.DecapCmsApp
  var yaml = window.jsyaml

  // content/data/faq.yaml and testimonials.yaml are plain lists. Decap edits a file as a set of
  // fields, so the list is shown as one field, "list", and written back as the plain list.
  CMS.registerCustomFormat("yaml-root-list", "yaml", {
    fromFile: function (text) {
      var data = yaml.load(text)
      if (data === undefined || data === null) data = []
      if (!Array.isArray(data)) throw new Error("This file should hold a list.")
      return { list: data }
    },
    toFile: function (data) {
      return yaml.dump(data.list || [], { lineWidth: -1, noRefs: true })
    },
  })

  // The rules that tie two fields together are checked before saving; a problem stops the save
  // and Decap shows it ("Failed to persist entry: ...").
  CMS.registerEventListener({
    name: "preSave",
    handler: function (event) {
      var entry = event.entry
      var data = entry.get("data")
      var plain = data && data.toJS ? data.toJS() : data
      var fileSlug = entry.get("newRecord") ? undefined : entry.get("slug")
      var found = window.AdminRules.problems(entry.get("collection"), plain, fileSlug)
      if (found.length) throw new Error(found.join("; "))
    },
  })

  CMS.init()
})()
