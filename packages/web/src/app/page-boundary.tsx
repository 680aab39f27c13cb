import { messages } from '@campus/sdk';
import { Button, PageHeader, Stack, Text } from '@campus/ui';
import { Component, type ReactNode } from 'react';
import { PageLoadError, retryFailedPages } from './lazy-page';

interface Props {
  /** Where the user is: going elsewhere leaves a failed page behind. */
  location: string;
  children: ReactNode;
}

/**
 * The page's place in the shell when the page fails: its chunk could not be loaded (spec §8's
 * network text; offline, or a deploy replaced it) or it broke while rendering (spec §8's
 * "Something went wrong"). The shell — navigation, chat, clock — stays usable; Try again asks for
 * the page again, and moving to another page clears the failure.
 *
 * A class: React has no hook that catches a render error.
 */
export class PageBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown') };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error !== undefined && previous.location !== this.props.location) this.retry();
  }

  retry = () => {
    retryFailedPages();
    this.setState({ error: undefined });
  };

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return (
      <Stack gap="md" align="flex-start">
        <PageHeader title="This page could not be loaded" size="xxl" />
        <Text role="alert">
          {error instanceof PageLoadError ? messages.network : messages.unknown}
        </Text>
        <Button variant="secondary" onClick={this.retry}>
          Try again
        </Button>
      </Stack>
    );
  }
}
