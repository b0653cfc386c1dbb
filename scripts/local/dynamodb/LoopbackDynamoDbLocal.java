import java.lang.reflect.Field;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.channels.NetworkChannel;
import org.eclipse.jetty.server.AbstractNetworkConnector;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * Runs DynamoDB Local (same command-line arguments as DynamoDBLocal.jar) with its HTTP listener on
 * 127.0.0.1 only. The jar has no bind-address option: DynamoDBProxyServer builds its Jetty server
 * with `new Server(port)`, which listens on every interface. This builds the server the way the
 * jar's main does, sets each connector's host before start, and checks the bound address after.
 * Anything unexpected stops the program rather than leave the table open to the network.
 * Unlike the jar's main it never sets up telemetry, so nothing is sent.
 *
 * Compiled and started by startDynamoDb (scripts/local/emulators.ts).
 */
public final class LoopbackDynamoDbLocal {
  private static final String HOST = "127.0.0.1";

  public static void main(String[] args) {
    try {
      DynamoDBProxyServer proxy;
      try {
        proxy = ServerRunner.createServerFromCommandLineArgs(args);
      } catch (Exception e) {
        fail("Error processing the supplied command line arguments: " + e.getMessage());
        return;
      }
      Field field = DynamoDBProxyServer.class.getDeclaredField("server");
      field.setAccessible(true);
      Server server = (Server) field.get(proxy);
      Connector[] connectors = server.getConnectors();
      if (connectors.length == 0) fail("DynamoDB Local's Jetty server has no connector to bind.");
      for (Connector connector : connectors) {
        if (!(connector instanceof AbstractNetworkConnector)) fail("Unexpected Jetty connector " + connector + "; cannot bind it to " + HOST + ".");
        ((AbstractNetworkConnector) connector).setHost(HOST);
      }

      // start() prints a SocketException and stops the server instead of throwing it; other failures throw.
      proxy.start();
      if (!server.isStarted()) fail("DynamoDB Local did not start.");
      for (Connector connector : server.getConnectors()) {
        SocketAddress bound = connector instanceof ServerConnector && ((ServerConnector) connector).getTransport() instanceof NetworkChannel
            ? ((NetworkChannel) ((ServerConnector) connector).getTransport()).getLocalAddress()
            : null;
        if (!(bound instanceof InetSocketAddress) || !((InetSocketAddress) bound).getAddress().isLoopbackAddress()) {
          fail("DynamoDB Local's listener " + connector + " is bound to " + bound + ", not to " + HOST + ".");
        }
        System.out.println("DynamoDB Local listening on " + HOST + ":" + ((InetSocketAddress) bound).getPort());
      }
      proxy.join();
    } catch (Throwable e) {
      StringBuilder why = new StringBuilder("DynamoDB Local stopped: ").append(e);
      for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) why.append("; caused by ").append(cause);
      fail(why.toString());
    }
  }

  private static void fail(String message) {
    System.err.println(message);
    System.exit(1);
  }
}
