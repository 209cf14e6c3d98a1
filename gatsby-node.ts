// Each Gatsby hook lives in its own typed file under gatsby/.
export { onPreBootstrap } from "./gatsby/on-pre-bootstrap"
export { createSchemaCustomization } from "./gatsby/create-schema-customization"
export { onCreateNode } from "./gatsby/on-create-node"
export { createPages } from "./gatsby/create-pages"
export { onCreatePage } from "./gatsby/on-create-page"
export { onCreateWebpackConfig } from "./gatsby/on-create-webpack-config"
export { onPostBuild } from "./gatsby/on-post-build"
export { onCreateDevServer } from "./gatsby/on-create-dev-server"
