// Inter, self-hosted from npm: the product loads nothing from a third-party host.
import '@fontsource-variable/inter';
