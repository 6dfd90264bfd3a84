/** The bench's floor page: Next 16's defaults, nothing else. */
const config = {};
export default config;
