import { READ_TOOL_NAME } from '../defaults.js';
import { ConfigurationError } from '../errors/configuration-error.js';

/**
 * Throws when one of the user's tools is already named `read_tool_result`, the tool an adapter
 * adds; `caller` is the adapter function named in the error.
 *
 * @throws ConfigurationError naming the clash.
 */
export function assertNoReadToolClash(toolNames: Iterable<string>, caller: string): void {
  for (const name of toolNames) {
    if (name === READ_TOOL_NAME) {
      throw new ConfigurationError(
        `${caller}: a tool is already named '${READ_TOOL_NAME}', the name of the tool it adds. Rename your tool.`,
      );
    }
  }
}
